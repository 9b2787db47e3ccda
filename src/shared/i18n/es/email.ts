import type { Translation } from '../i18n-types.js';

export const email = {
  forgotIntro:
    'Escribe el correo de tu cuenta. Te enviaremos un enlace para crear una nueva contraseña.',
  send: 'Enviar enlace',
  sending: 'Enviando…',
  sent: 'Si hay una cuenta con {email}, el enlace llega en unos minutos (revisa también el spam). Vale por 1 hora.',
  resetTitle: 'Crear nueva contraseña',
  resetIntro:
    'Elige la nueva contraseña de tu cuenta. Al guardarla, se cierra la sesión en todos los dispositivos.',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar nueva contraseña',
  save: 'Guardar nueva contraseña',
  saving: 'Guardando…',
  resetDone: '¡Contraseña cambiada! Entra con la nueva contraseña.',
  linkMissing: 'Este enlace está incompleto. Abre el enlace completo del correo o pide uno nuevo.',
  askAgain: 'Pedir un nuevo enlace',
  verifyTitle: 'Confirmar correo',
  verifying: 'Confirmando tu correo…',
  verified: '¡Correo confirmado!',
  released: '{points} puntos pendientes ahora cuentan en el ranking.',
  goHome: 'Ir al inicio',
  pendingBanner:
    'Confirma tu correo con el enlace que enviamos para que tus puntos cuenten en el ranking.',
  pendingPoints: '{points} puntos pendientes',
  resend: 'Reenviar enlace',
  resent: 'Enviamos un nuevo enlace a {email}.',
  unlockTitle: 'Desbloquear este dispositivo',
  unlocking: 'Desbloqueando este dispositivo…',
  unlocked: '¡Listo! Este dispositivo puede entrar en tu cuenta.',
  goLogin: 'Entrar',
} satisfies Translation['email'];
