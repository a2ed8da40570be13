// A link that looks like a button (ui/button's looks), through the router (an IntentLink: its page
// is fetched once the visitor shows intent).
import { IntentLink } from './intent-link';
import type { AnchorHTMLAttributes } from 'react';
import { buttonClassName, type ButtonLook } from './button';

export function ButtonLink({ variant, size, block, className, href, ...props }: ButtonLook & { href: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <IntentLink href={href} className={buttonClassName({ variant, size, block }, className)} {...props} />;
}
