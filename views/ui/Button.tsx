/**
 * The project's button (spec 000 §2.3 shared display elements): a native <button type="button"> with the
 * theme's variants (.btn, .btn-primary for Join Now, …) from views/theme/base.css. Where react-aria wires a
 * trigger itself (menu, disclosure, select), use its Button with `buttonClassName` instead.
 */
import type { ButtonHTMLAttributes, Ref } from 'react';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'default';
type ButtonSize = 'sm' | 'md';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type' | 'onClick'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Icon-only button (square padding); give it an aria-label. */
  iconOnly?: boolean;
  className?: string;
  onPress?: () => void;
  type?: 'button' | 'submit';
  ref?: Ref<HTMLButtonElement>;
};

export function buttonClassName(variant: ButtonVariant = 'default', size: ButtonSize = 'md', iconOnly = false, extra = ''): string {
  return ['btn', variant === 'default' ? '' : `btn-${variant}`, size === 'sm' ? 'btn-sm' : '', iconOnly ? 'btn-icon' : '', extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({ variant = 'default', size = 'md', iconOnly = false, className = '', onPress, type = 'button', ...rest }: ButtonProps) {
  return <button {...rest} type={type} onClick={onPress} className={buttonClassName(variant, size, iconOnly, className)} />;
}
