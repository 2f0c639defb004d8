import { fieldClasses, FormField } from "./form-field.tsx";

interface ChoiceFieldProps {
  id: string;
  label: string;
  /** Shown under the label, and read with the field. */
  hint?: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled select: the call's direction, the other party's location, the agent's speaker label. */
export function ChoiceField({ id, label, hint, value, options, onChange }: ChoiceFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint}>
      <select
        id={id}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={fieldClasses}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
