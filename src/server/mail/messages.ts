import type { Locale } from '../../shared/constants.js';
import type { MailMessage } from './mailer.js';

/**
 * The mails, in the language of the person who asked: plain text plus a simple HTML part, no
 * images, no tracking. Kept on the server (the app never shows them).
 */

interface Texts {
  resetSubject: string;
  resetIntro: string;
  resetAction: string;
  resetFooter: string;
  verifySubject: string;
  verifyIntro: string;
  verifyAction: string;
  verifyFooter: string;
  unlockSubject: string;
  unlockIntro: string;
  unlockAction: string;
  unlockFooter: string;
  hello: (name: string) => string;
}

const TEXTS: Record<Locale, Texts> = {
  'pt-BR': {
    hello: (name) => `Olá, ${name}!`,
    resetSubject: 'Gateiros: criar uma nova senha',
    resetIntro: 'Alguém (esperamos que você) pediu uma nova senha para esta conta no Gateiros.',
    resetAction: 'Criar nova senha',
    resetFooter:
      'O link vale por 1 hora e funciona uma só vez. Se não foi você, ignore este e-mail: sua senha continua a mesma.',
    verifySubject: 'Gateiros: confirme seu e-mail',
    verifyIntro:
      'Confirme que este endereço é seu para liberar seus pontos no ranking do Gateiros.',
    verifyAction: 'Confirmar e-mail',
    verifyFooter: 'O link vale por 2 dias. Se você não criou uma conta, ignore este e-mail.',
    unlockSubject: 'Gateiros: entrada bloqueada por tentativas erradas',
    unlockIntro:
      'Houve muitas tentativas de senha erradas na sua conta a partir de aparelhos em que você nunca entrou, e a entrada por eles está em espera. Nos aparelhos em que você já entrou nada mudou.',
    unlockAction: 'Liberar este aparelho',
    unlockFooter:
      'Abra o link no aparelho em que quer entrar; ele vale por 1 hora e funciona uma só vez. Se as tentativas não foram suas, troque sua senha.',
  },
  en: {
    hello: (name) => `Hello, ${name}!`,
    resetSubject: 'Gateiros: set a new password',
    resetIntro: 'Someone (we hope you) asked for a new password for this Gateiros account.',
    resetAction: 'Set a new password',
    resetFooter:
      'The link works once, for 1 hour. If it was not you, ignore this e-mail: your password stays the same.',
    verifySubject: 'Gateiros: confirm your e-mail',
    verifyIntro: 'Confirm this address is yours to release your points in the Gateiros ranking.',
    verifyAction: 'Confirm e-mail',
    verifyFooter:
      'The link works for 2 days. If you did not create an account, ignore this e-mail.',
    unlockSubject: 'Gateiros: sign-in paused after wrong passwords',
    unlockIntro:
      'There were many wrong passwords for your account from devices you never signed in on, so signing in from them is paused. Devices you already signed in on are not affected.',
    unlockAction: 'Unlock this device',
    unlockFooter:
      'Open the link on the device you want to sign in on; it works once, for 1 hour. If those attempts were not yours, change your password.',
  },
  es: {
    hello: (name) => `¡Hola, ${name}!`,
    resetSubject: 'Gateiros: crear una nueva contraseña',
    resetIntro:
      'Alguien (esperamos que tú) pidió una nueva contraseña para esta cuenta de Gateiros.',
    resetAction: 'Crear nueva contraseña',
    resetFooter:
      'El enlace vale 1 hora y funciona una sola vez. Si no fuiste tú, ignora este correo: tu contraseña sigue igual.',
    verifySubject: 'Gateiros: confirma tu correo',
    verifyIntro:
      'Confirma que esta dirección es tuya para liberar tus puntos en el ranking de Gateiros.',
    verifyAction: 'Confirmar correo',
    verifyFooter: 'El enlace vale 2 días. Si no creaste una cuenta, ignora este correo.',
    unlockSubject: 'Gateiros: inicio de sesión en pausa por contraseñas erróneas',
    unlockIntro:
      'Hubo muchas contraseñas erróneas para tu cuenta desde dispositivos en los que nunca entraste, y el inicio de sesión desde ellos está en pausa. Los dispositivos en los que ya entraste no cambian.',
    unlockAction: 'Desbloquear este dispositivo',
    unlockFooter:
      'Abre el enlace en el dispositivo en el que quieres entrar; vale 1 hora y funciona una sola vez. Si esos intentos no fueron tuyos, cambia tu contraseña.',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function compose(
  to: string,
  subject: string,
  lines: { hello: string; intro: string; action: string; link: string; footer: string },
): MailMessage {
  const text = [
    lines.hello,
    '',
    lines.intro,
    '',
    `${lines.action}: ${lines.link}`,
    '',
    lines.footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#2d2219">
<p>${escapeHtml(lines.hello)}</p>
<p>${escapeHtml(lines.intro)}</p>
<p><a href="${escapeHtml(lines.link)}" style="display:inline-block;padding:10px 16px;background:#b9471a;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(lines.action)}</a></p>
<p style="font-size:13px;color:#6b5a4b">${escapeHtml(lines.link)}</p>
<p style="font-size:13px;color:#6b5a4b">${escapeHtml(lines.footer)}</p>
</body></html>`;
  return { to, subject, text, html };
}

export function resetMail(locale: Locale, to: string, name: string, link: string): MailMessage {
  const t = TEXTS[locale];
  return compose(to, t.resetSubject, {
    hello: t.hello(name),
    intro: t.resetIntro,
    action: t.resetAction,
    link,
    footer: t.resetFooter,
  });
}

export function verifyMail(locale: Locale, to: string, name: string, link: string): MailMessage {
  const t = TEXTS[locale];
  return compose(to, t.verifySubject, {
    hello: t.hello(name),
    intro: t.verifyIntro,
    action: t.verifyAction,
    link,
    footer: t.verifyFooter,
  });
}

export function unlockMail(locale: Locale, to: string, name: string, link: string): MailMessage {
  const t = TEXTS[locale];
  return compose(to, t.unlockSubject, {
    hello: t.hello(name),
    intro: t.unlockIntro,
    action: t.unlockAction,
    link,
    footer: t.unlockFooter,
  });
}

/** An absolute link into the app, from PUBLIC_URL (never from the request's Host header). */
export const appLink = (publicUrl: string, path: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;
