import { useState, type CSSProperties } from 'react';

interface AvatarProps {
  /** The user's profilePicture URL; empty (a removed user) shows the initial instead. */
  src: string | null | undefined;
  /** Whose picture it is: the initial and, when `label` is set, the accessible name come from it. */
  name: string;
  /** Size in CSS pixels (square). */
  size?: number;
  /** Accessible description; without it the picture is decorative (the name is next to it). */
  label?: string | undefined;
  className?: string | undefined;
  /** Above-the-fold pictures (a profile header) load eagerly; list pictures lazily. */
  eager?: boolean;
}

const palette = ['#f08a3c', '#0e6e69', '#b9471a', '#6b5a4b', '#c9611d', '#0b5753'];

function colourFor(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return palette[hash % palette.length] ?? palette[0];
}

/**
 * A user's round picture (an uploaded photo's thumbnail or one of the drawn avatars). A missing or
 * broken picture falls back to the first letter of the name on a colour derived from it.
 */
export function Avatar({ src, name, size = 40, label, className, eager = false }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const style: CSSProperties = {
    width: size,
    height: size,
    flex: 'none',
    borderRadius: '50%',
    overflow: 'hidden',
    background: 'var(--c-primary-soft)',
    border: '2px solid var(--c-surface)',
    boxShadow: '0 0 0 1px var(--c-border)',
  };
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };

  if (!src || failed === src) {
    const initial = (name.trim()[0] ?? '?').toUpperCase();
    return (
      <span
        className={className}
        {...a11y}
        style={{
          ...style,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: colourFor(name),
          color: '#fff',
          fontWeight: 800,
          fontSize: Math.round(size * 0.42),
          lineHeight: 1,
        }}
      >
        {initial}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={label ?? ''}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(src)}
      style={{ ...style, objectFit: 'cover', display: 'block' }}
    />
  );
}
