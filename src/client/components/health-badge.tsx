import type { CSSProperties } from 'react';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { healthLabel } from '../../shared/enum-labels.js';

export type HealthTone = 'red' | 'orange' | 'yellow' | 'green' | 'blue';

/** Red Emergência, orange Precisa de atenção, yellow Regular, green Bom/Excelente. */
export function healthTone(health: string | null | undefined): HealthTone {
  switch (health) {
    case 'Emergência':
      return 'red';
    case 'Precisa de atenção':
      return 'orange';
    case 'Regular':
      return 'yellow';
    case 'Bom':
    case 'Excelente':
      return 'green';
    default:
      return 'blue';
  }
}

/** `strong` fills markers and dots; `soft` and `text` make a readable badge (contrast ≥ 4.5:1). */
export const HEALTH_COLORS: Record<HealthTone, { strong: string; soft: string; text: string }> = {
  red: { strong: '#d92d20', soft: '#fdecea', text: '#a51f14' },
  orange: { strong: '#f07a1a', soft: '#ffedd9', text: '#93400b' },
  yellow: { strong: '#e3b308', soft: '#fdf5c4', text: '#6b4a00' },
  green: { strong: '#1f9d55', soft: '#dcf5e5', text: '#17633a' },
  blue: { strong: '#2f6fdb', soft: '#e3edfd', text: '#1f4da0' },
};

interface HealthBadgeProps {
  health: string | null | undefined;
  className?: string;
}

/** The cat's health, translated, in its colour (the dot repeats it for those who see colour). */
export function HealthBadge({ health, className }: HealthBadgeProps) {
  const { LL } = useI18nContext();
  if (!health) return null;
  const colors = HEALTH_COLORS[healthTone(health)];
  const style: CSSProperties = {
    gap: '0.35rem',
    background: colors.soft,
    color: colors.text,
    border: `1px solid ${colors.strong}`,
  };
  const dot: CSSProperties = {
    width: '0.55rem',
    height: '0.55rem',
    borderRadius: '50%',
    background: colors.strong,
    flex: 'none',
  };
  return (
    <span className={className ? `badge ${className}` : 'badge'} style={style}>
      <span aria-hidden="true" style={dot} />
      {healthLabel(LL, health)}
    </span>
  );
}
