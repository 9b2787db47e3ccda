import type { SVGProps } from 'react';

interface CatIllustrationProps extends SVGProps<SVGSVGElement> {
  /** Accessible description; without it the drawing is decorative. */
  label?: string;
}

/** A sitting orange cat, drawn inline. index.html repeats this drawing for the pre-JS splash. */
export function CatIllustration({ label, ...props }: CatIllustrationProps) {
  const a11y: SVGProps<SVGSVGElement> = label
    ? { role: 'img', 'aria-label': label }
    : { 'aria-hidden': true, focusable: false };
  return (
    <svg viewBox="0 0 120 120" width="120" height="120" {...a11y} {...props}>
      <path
        d="M86 100c20 0 26-24 12-34"
        fill="none"
        stroke="#e0782f"
        strokeWidth="9"
        strokeLinecap="round"
      />
      <ellipse cx="60" cy="88" rx="29" ry="25" fill="#f08a3c" />
      <ellipse cx="60" cy="94" rx="15" ry="15" fill="#ffe3c7" />
      <path d="M38 40l-3-24 19 12zM82 40l3-24-19 12z" fill="#f08a3c" />
      <path d="M40 34l-1.5-13 10 7zM80 34l1.5-13-10 7z" fill="#ffb48a" />
      <circle cx="60" cy="50" r="25" fill="#f08a3c" />
      <path
        d="M60 26v8M52 27.5l2 6M68 27.5l-2 6"
        stroke="#c9611d"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <ellipse cx="51" cy="50" rx="3.2" ry="4.2" fill="#2d2219" />
      <ellipse cx="69" cy="50" rx="3.2" ry="4.2" fill="#2d2219" />
      <circle cx="45" cy="58" r="3.5" fill="#ffb48a" opacity="0.8" />
      <circle cx="75" cy="58" r="3.5" fill="#ffb48a" opacity="0.8" />
      <path d="M57 56.5h6l-3 3.2z" fill="#e86a7a" />
      <path
        d="M60 59.7q-2.5 4-6 2M60 59.7q2.5 4 6 2M40 54l-12-2M40 58l-12 2M80 54l12-2M80 58l12 2"
        fill="none"
        stroke="#2d2219"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <ellipse cx="50" cy="111" rx="8" ry="4.5" fill="#ffe3c7" />
      <ellipse cx="70" cy="111" rx="8" ry="4.5" fill="#ffe3c7" />
    </svg>
  );
}

/** The brand mark: the cat's head. */
export function CatMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="28 14 64 64"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M38 40l-3-24 19 12zM82 40l3-24-19 12z" fill="#f08a3c" />
      <path d="M40 34l-1.5-13 10 7zM80 34l1.5-13-10 7z" fill="#ffb48a" />
      <circle cx="60" cy="50" r="25" fill="#f08a3c" />
      <ellipse cx="51" cy="50" rx="3.2" ry="4.2" fill="#2d2219" />
      <ellipse cx="69" cy="50" rx="3.2" ry="4.2" fill="#2d2219" />
      <path d="M57 56.5h6l-3 3.2z" fill="#e86a7a" />
    </svg>
  );
}
