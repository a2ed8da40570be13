// A link that looks like a button (ui/button's looks), through the router's Link.
import Link from 'next/link';
import type { AnchorHTMLAttributes } from 'react';
import { buttonClassName, type ButtonLook } from './button';

export function ButtonLink({ variant, size, block, className, href, ...props }: ButtonLook & { href: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <Link href={href} className={buttonClassName({ variant, size, block }, className)} {...props} />;
}
