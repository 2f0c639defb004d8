import { SchedulingLink } from "#src/components/scheduling-link.tsx";

interface BookingButtonProps {
  label: string;
  /** The link's utm_content (src/lib/scheduling.ts), naming where on the site the booking started. */
  placement: string;
}

/** A button to the scheduling page, on a paragraph of its own. */
export function BookingButton({ label, placement }: BookingButtonProps) {
  return (
    <p className="mt-6">
      <SchedulingLink cta={{ label, placement }} variant="primary" />
    </p>
  );
}
