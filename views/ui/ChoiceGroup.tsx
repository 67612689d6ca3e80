/**
 * Radio and checkbox groups of native inputs: the markup react-aria's RadioGroup and CheckboxGroup give (a group named
 * by its label and described by its hint, each option a <label> around its input; a checkbox group is a fieldset) and
 * their data attributes for the styles (data-selected, data-disabled, data-orientation), over the browser's own inputs,
 * which need no script to be chosen, move with the arrow keys and show focus with :focus-visible. The page-wide forms that used react-aria's
 * groups brought its focus and collection code (23 KB gzip) into their pages' first load for what the inputs already do.
 */
import { type ReactNode, useId } from 'react';

export type ChoiceGroupProps = {
  kind: 'radio' | 'checkbox';
  label: ReactNode;
  labelClassName?: string;
  className?: string;
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
  /** A hint under the options, the group's description. */
  description?: ReactNode;
  descriptionClassName?: string;
  children: ReactNode;
};

export function ChoiceGroup({
  kind,
  label,
  labelClassName,
  className,
  orientation,
  disabled,
  description,
  descriptionClassName,
  children,
}: ChoiceGroupProps) {
  const id = useId();
  const content = (
    <>
      <span id={`${id}-label`} className={labelClassName}>
        {label}
      </span>
      {children}
      {description ? (
        <span id={`${id}-description`} className={descriptionClassName}>
          {description}
        </span>
      ) : null}
    </>
  );
  const describedBy = description ? `${id}-description` : undefined;
  return kind === 'radio' ? (
    <div
      role="radiogroup"
      className={className}
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      aria-orientation={orientation}
      data-orientation={orientation}
      data-disabled={disabled || undefined}
    >
      {content}
    </div>
  ) : (
    <fieldset
      className={className}
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      disabled={disabled}
      data-orientation={orientation}
      data-disabled={disabled || undefined}
    >
      {content}
    </fieldset>
  );
}

export type ChoiceProps = {
  type: 'radio' | 'checkbox';
  /** The input's name: one per radio group. */
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  /** The input's new state: a radio is only ever chosen. */
  onChange: (checked: boolean) => void;
  className?: string;
  children: ReactNode;
};

export function Choice({ type, name, value, checked, disabled, onChange, className, children }: ChoiceProps) {
  return (
    <label className={className} data-selected={checked || undefined} data-disabled={disabled || undefined}>
      <input
        className="visually-hidden"
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {children}
    </label>
  );
}
