/**
 * The project's button (spec 000 §2.3 shared display elements): a react-aria Button with the theme's
 * variants (.btn, .btn-primary for Join Now, …) from views/theme/base.css.
 */
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'default';
export type ButtonSize = 'sm' | 'md';

export type ButtonProps = Omit<AriaButtonProps, 'className'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Icon-only button (square padding); give it an aria-label. */
  iconOnly?: boolean;
  className?: string;
};

export function buttonClassName(variant: ButtonVariant = 'default', size: ButtonSize = 'md', iconOnly = false, extra = ''): string {
  return ['btn', variant === 'default' ? '' : `btn-${variant}`, size === 'sm' ? 'btn-sm' : '', iconOnly ? 'btn-icon' : '', extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({ variant = 'default', size = 'md', iconOnly = false, className = '', ...rest }: ButtonProps) {
  return <AriaButton {...rest} className={buttonClassName(variant, size, iconOnly, className)} />;
}
