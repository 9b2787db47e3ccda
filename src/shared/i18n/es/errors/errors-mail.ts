export const mailErrors = {
  mailNotConfigured:
    'Este servidor no envía correos. Pide ayuda al administrador de tu grupo para cambiar la contraseña.',
  resetLinkInvalid:
    'Este enlace para crear una nueva contraseña ya no vale (caducó o ya se usó). Pide uno nuevo.',
  verifyLinkInvalid: 'Este enlace de confirmación ya no vale. Pide uno nuevo en Configuración.',
  linkInvalid: 'Enlace no válido. Abre el enlace completo que llegó por correo.',
  emailNotVerified:
    'Esta persona aún no confirmó su correo (el enlace enviado al registrarse). Aprueba cuando lo haga.',
};
