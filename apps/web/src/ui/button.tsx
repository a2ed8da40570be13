// Buttons and button-looking links in three weights: primary (the one action of a place, white on
// the strong brand shade), secondary (outlined) and ghost (text only), and round icon buttons
// that carry their name for screen readers. A link that looks like a button is still a link: it
// lives in ./button-link, so a client component with a button does not carry the router's link code.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'sm';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container (forms on a phone). */
  block?: boolean;
}

/** The class list of a button look, for an element that cannot be <Button> (a lazy dialog trigger). */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonLook = {}, extra?: string): string {
  return [styles.button, styles[variant], size === 'sm' ? styles.small : null, block ? styles.block : null, extra].filter(Boolean).join(' ');
}

export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClassName({ variant, size, block }, className)} {...props} />;
}

/** A round button showing only an icon; `label` is its accessible name. */
export function IconButton({ label, children, className, type = 'button', ...props }: { label: string; children: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={[styles.icon, className].filter(Boolean).join(' ')} aria-label={label} {...props}>
      {children}
    </button>
  );
}
