/** How the community's administration is reached (COMMUNITY_CONTACT), as a link to show. */
export interface CommunityContact {
  kind: 'email' | 'phone' | 'whatsapp';
  /** What the link reads: the address, the number as written, or the WhatsApp link. */
  text: string;
  /** mailto:, tel: or https: */
  href: string;
}

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;
const PHONE = /^\+?[\d\s().-]+$/;
const WHATSAPP_HOSTS = new Set(['wa.me', 'api.whatsapp.com', 'chat.whatsapp.com', 'whatsapp.com']);

/**
 * An e-mail address, a phone number (8 to 15 digits, spaces, dashes, dots and brackets allowed,
 * `+` in front) or an https WhatsApp link (wa.me, api.whatsapp.com, chat.whatsapp.com); a
 * `mailto:` or `tel:` in front is accepted too. Anything else is null.
 */
export function parseContact(raw: string): CommunityContact | null {
  const value = raw.trim();
  const email = value.replace(/^mailto:/i, '');
  if (EMAIL.test(email)) return { kind: 'email', text: email, href: `mailto:${email}` };

  const phone = value.replace(/^tel:/i, '').trim();
  if (PHONE.test(phone)) {
    const digits = phone.replace(/\D/g, '');
    if (digits.length < 8 || digits.length > 15) return null;
    const plus = phone.startsWith('+') ? '+' : '';
    return { kind: 'phone', text: phone, href: `tel:${plus}${digits}` };
  }

  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  if (url.protocol !== 'https:' || !WHATSAPP_HOSTS.has(host) || url.username || url.password) {
    return null;
  }
  return { kind: 'whatsapp', text: `${host}${url.pathname}${url.search}`, href: url.href };
}
