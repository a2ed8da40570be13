// The two pictures of saved lists, inline so they cost no request: a heart (favourites) and
// scales (compare). Decoration only: the button or link around them carries the name. The heart's
// fill follows the CSS (`fill` on the pressed state), its outline is always drawn.
const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function HeartIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M12 20.5s-7.5-4.4-9.3-9.6C1.6 7.4 3.9 4 7.4 4c2 0 3.5 1.1 4.6 2.7C13.1 5.1 14.6 4 16.6 4c3.5 0 5.8 3.4 4.7 6.9-1.8 5.2-9.3 9.6-9.3 9.6Z" />
    </svg>
  );
}

export function ScalesIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M12 3.5v17M7.5 20.5h9M4.5 7h15M12 5.5 4.5 7M12 5.5 19.5 7" />
      <path d="m4.5 7-2.5 6a2.6 2.6 0 0 0 5 0L4.5 7ZM19.5 7 17 13a2.6 2.6 0 0 0 5 0l-2.5-6Z" />
    </svg>
  );
}
