import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'success';
  size?: 'sm' | 'md' | 'lg';
  isIcon?: boolean;
  isBlock?: boolean;
  isLoading?: boolean;
}

/** The one button of the design system; `isLoading` shows a spinner and blocks clicks. */
export function Button({
  variant = 'secondary',
  size = 'md',
  isIcon,
  isBlock,
  isLoading,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [
    'btn',
    `btn--${variant}`,
    size !== 'md' && `btn--${size}`,
    isIcon && 'btn--icon',
    isBlock && 'btn--block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** Class names for a link that looks like a button. */
export function buttonClass(
  variant: ButtonProps['variant'] = 'secondary',
  size: ButtonProps['size'] = 'md',
) {
  return ['btn', `btn--${variant}`, size !== 'md' && `btn--${size}`].filter(Boolean).join(' ');
}
