import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { ShareIcon } from '../../components/icons.js';

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
