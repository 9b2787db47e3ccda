import { Suspense, useState } from 'react';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { useAuth } from '../lib/auth.js';
import { Modal } from './modal.js';
import type { ReportChoice } from './report-form.js';
import { lazyPart } from '../lib/lazy-part.js';
import './report-button.css';

// The form (react-hook-form, zod) loads when the dialog opens: a cat page opened signed out
// fetches neither (docs/performance.md, e2e/first-load.spec.ts).
const ReportForm = lazyPart(async () => (await import('./report-form.js')).ReportForm);

/**
 * "Denunciar": a small button that opens the report form (what, why, what happened). Shown to
 * signed-in people only, never on their own things (the server refuses those too).
 */
export function ReportButton({ label, choices }: { label: string; choices: ReportChoice[] }) {
  const { LL } = useI18nContext();
  const { status } = useAuth();
  const [open, setOpen] = useState(false);
  if (status !== 'authenticated' || choices.length === 0) return null;

  return (
    <>
      <button type="button" className="report-button" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Modal
        open={open}
        title={LL.moderation.dialogTitle()}
        description={LL.moderation.dialogHint()}
        onClose={() => setOpen(false)}
      >
        {open && (
          <Suspense fallback={<p className="muted">{LL.common.loading()}</p>}>
            <ReportForm choices={choices} onSent={() => setOpen(false)} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
