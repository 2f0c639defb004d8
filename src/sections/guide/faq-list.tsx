/** Questions and answers, each a heading and its paragraph: they read in full without JavaScript. */
export function FaqList({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <div className="mt-6 divide-y divide-slate-200">
      {items.map(({ question, answer }) => (
        <div key={question} className="py-5 first:pt-0">
          <h3 className="text-base font-semibold text-slate-900">{question}</h3>
          <p className="mt-2 text-base/7 text-slate-700">{answer}</p>
        </div>
      ))}
    </div>
  );
}
