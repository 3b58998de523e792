import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'subtle';
type Size = 'sm' | 'md' | 'icon';

const VARIANTS: Record<Variant, string> = {
  // teal-700 on white and white on teal-700 both pass WCAG AA (teal-500 would not). The filled
  // variants keep these colours in the dark theme too (theme-light): white on teal-700 stands out there.
  primary: 'theme-light bg-teal-700 text-white shadow-sm hover:bg-teal-800 active:bg-teal-900',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 active:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100 active:bg-slate-200',
  danger: 'theme-light bg-red-700 text-white shadow-sm hover:bg-red-800',
  subtle: 'bg-teal-50 text-teal-800 hover:bg-teal-100',
};

const SIZES: Record<Size, string> = {
  sm: 'h-8 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-10 gap-2 rounded-xl px-4 text-sm',
  icon: 'h-9 w-9 rounded-lg',
};

/**
 * For a button with a long label: on a phone it wraps onto a second line rather than stick out of
 * its card (buttons keep their label on one line otherwise). Variants win over the base classes.
 */
export const WRAP_ON_PHONES =
  'max-sm:h-auto max-sm:min-h-10 max-sm:max-w-full max-sm:py-2 max-sm:text-center max-sm:whitespace-normal';

/** The classes of a button, for links that look like buttons too. */
export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra?: string): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass(variant, size, className)} {...props} />;
});
