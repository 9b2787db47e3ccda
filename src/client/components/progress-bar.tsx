/** A bar filled to `percent`, named `label` and read as `text` by screen readers. */
export function ProgressBar({
  className,
  label,
  percent,
  text,
}: {
  className: string;
  label: string;
  percent: number;
  text: string;
}) {
  return (
    <div
      className={className}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}
