import { fieldClasses, FormField } from "./form-field.tsx";

interface ChoiceFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled select: the call's direction, the agent's speaker label. */
export function ChoiceField({ id, label, value, options, onChange }: ChoiceFieldProps) {
  return (
    <FormField id={id} label={label}>
      <select
        id={id}
        value={value}
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
