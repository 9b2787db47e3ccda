/**
 * WhatsApp links (where carers' groups coordinate). A share link opens WhatsApp with the text and
 * the page's address; the page's link preview shows the cat or the colony (server
 * plugins/page-meta.ts). Callers never put a position or a street address in the text.
 */
export const whatsappShareUrl = (text: string, pageUrl: string): string =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${pageUrl}`)}`;

/** A chat with a number stored as "+digits" (wa.me takes the digits alone). */
export const whatsappChatUrl = (number: string): string =>
  `https://wa.me/${number.replace(/\D/g, '')}`;

/** The address of one of the app's pages, as shared. */
export const pageUrl = (path: string): string => `${window.location.origin}${path}`;
