import { lazy, Suspense, type ComponentProps } from "react";
import { batchView } from "./use-batch.ts";

/** The batch's results, loaded with the batch's module when a batch starts, never before. */
const BatchResults = lazy(() => batchView().then(({ BatchResults: component }) => ({ default: component })));

/** Section "Calls", once a batch has started: nothing is drawn until its module is here. */
export function BatchSection(props: ComponentProps<typeof BatchResults>) {
  return (
    <Suspense fallback={null}>
      <BatchResults {...props} />
    </Suspense>
  );
}
