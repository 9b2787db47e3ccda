import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';

function ShareIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

/**
 * "Compartilhar": the phone's share sheet (WhatsApp is where these groups talk); where there is
 * none (most desktops), the link is copied, with a WhatsApp link beside the notice.
 */
export function ShareButton({ catId, name }: { catId: string; name: string }) {
  const { LL } = useI18nContext();
  const url = `${window.location.origin}/cat/${catId}`;
  const text = LL.cat.shareText({ name });

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is no failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    const whatsapp = {
      label: LL.cat.shareWhatsapp(),
      onClick: () =>
        window.open(`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`, '_blank'),
    };
    try {
      await navigator.clipboard.writeText(url);
      toast.success(LL.cat.linkCopied(), { action: whatsapp });
    } catch {
      toast.error(LL.cat.copyFailed(), { action: whatsapp });
    }
  }

  return (
    <button type="button" className="btn btn--favorite" onClick={() => void share()}>
      <ShareIcon />
      <span>{LL.cat.share()}</span>
    </button>
  );
}
