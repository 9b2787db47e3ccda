import type { NamespaceInfoPagesTranslation } from '../../i18n-types.js';

const es_infoPages = {
  infoLinks: 'Información',
  backToLogin: 'Volver al inicio de sesión',
  contact: 'Habla con la administración de la comunidad:',
  notifications: {
    empty: 'No hay notificaciones',
    hint: 'Aquí aparecerán las novedades sobre gatos cerca de ti, tus favoritos y tus logros.',
    settings: 'Ajustar notificaciones',
  },
  forgot: {
    intro:
      'Gateiros no envía correos. Quien restablece las contraseñas es la persona que administra el Gateiros de tu grupo.',
    stepsTitle: 'Cómo recuperar el acceso',
    step1:
      'Habla con la persona que administra el Gateiros de tu grupo (quien instaló la app para el barrio, el campus o la ONG).',
    step2: 'Dile cuál es el correo de tu cuenta. Nadie necesita saber tu contraseña anterior.',
    step3:
      'La administración genera una contraseña de un solo uso y te la entrega por un canal de confianza.',
    step4:
      'Entra con esa contraseña en la pantalla de inicio de sesión. No la compartas con nadie más.',
    adminTitle: 'Para la administración',
    adminText: 'En el servidor de Gateiros, ejecuta este comando con el correo de la persona:',
    google:
      'Si entras con Google no necesitas contraseña: usa el botón de Google en la pantalla de inicio de sesión.',
  },
  privacy: {
    intro:
      'Un resumen sencillo de lo que Gateiros hace con tus datos. Está hecho para protegerte a ti y a los gatos.',
    whoTitle: 'Quién cuida los datos',
    who: 'Este Gateiros lo mantiene el grupo de tu comunidad (barrio, campus u ONG) en su propio servidor. Los datos se quedan en ese servidor y no se venden ni se ceden a nadie.',
    dataTitle: 'Qué guardamos',
    data: 'Tu nombre, correo, contraseña (cifrada, nunca en texto plano), foto o avatar, biografía y preferencias de notificación; los gatos que registras; tus check-ins (acciones, estado de salud, fotos, lugar y hora); favoritos, puntos y logros. En tu dispositivo solo quedan el token de acceso y el idioma elegido.',
    locationTitle: 'Ubicación',
    location:
      'Para proteger a los gatos de quien quiere hacerles daño, quien no cuida de un gato solo ve el cuadrado de unos 500 m donde está: todos los gatos del mismo cuadrado aparecen en un mismo punto, elegido en secreto dentro de él. La posición exacta solo la ven sus cuidadores: quien registró el gato, las personas aprobadas como cuidadoras (se pide con "Soy cuidador(a) de este gato" en su página) y la administración. La posición que envía un teléfono nunca convierte a nadie en cuidador(a). El lugar de tus check-ins solo lo ves tú y la administración. Tu posición solo se envía al servidor para buscar gatos cercanos, registrar gatos y hacer check-ins.',
    photosTitle: 'Fotos',
    photos:
      'Cada foto que envías se recodifica en el servidor y pierde sus metadatos (como la posición GPS que grabó la cámara) antes de guardarse.',
    trackingTitle: 'Sin rastreo',
    tracking:
      'No hay anuncios, análisis de uso ni cookies de rastreo. La app solo habla con el servidor de tu grupo, con estas excepciones: las imágenes del mapa vienen del servicio de mapas que eligió el grupo (OpenStreetMap si no se configura otro), que recibe tu dirección IP y la zona mostrada; y, solo si la administración los activa, la ubicación aproximada por IP y el inicio de sesión con Google usan esos servicios.',
    rightsTitle: 'Tus derechos (LGPD)',
    rights:
      'En Ajustes puedes descargar todos tus datos en un archivo JSON y eliminar tu cuenta cuando quieras.',
    deletionTitle: 'Al eliminar la cuenta',
    deletion:
      'Borramos tu correo, contraseña, nombre, foto, biografía y favoritos, y se cierran todas las sesiones abiertas. Los gatos y check-ins que registraste (con fotos, puntos y logros) se quedan como historial de cuidado de la comunidad, atribuidos a “Usuário removido” (usuario eliminado).',
    contactTitle: 'Dudas',
    contact: 'Habla con la persona que administra el Gateiros de tu grupo.',
  },
  terms: {
    intro:
      'Reglas sencillas para que Gateiros siga siendo bueno para las personas y para los gatos.',
    serviceTitle: 'El servicio',
    service:
      'Gateiros ayuda a grupos de la comunidad a cuidar gatos callejeros: encontrarlos, registrarlos y anotar cuándo alguien los alimenta o los trata. Es un proyecto comunitario y gratuito, ofrecido tal cual, sin garantía de funcionamiento continuo.',
    accountTitle: 'Tu cuenta',
    account:
      'Usa un correo propio y guarda bien tu contraseña. Respondes de lo que se publica con tu cuenta.',
    contentTitle: 'Lo que publicas',
    content:
      'Publica solo fotos y textos sobre los gatos que tengas derecho a compartir. Evita fotos de personas reconocibles, matrículas y fachadas de casas. Lo que publicas sigue visible para la comunidad, también después de eliminar tu cuenta (como “Usuário removido”).',
    safetyTitle: 'Seguridad de los gatos',
    safety:
      'Está prohibido usar la app para localizar gatos con la intención de maltratarlos, capturarlos sin cuidado o abandonar animales. Denuncia el maltrato animal a las autoridades.',
    fairTitle: 'Juego limpio',
    fair: 'Los puntos y el ranking existen para animar a cuidar. Los check-ins en el mismo gato en menos de 4 horas, hechos a más de 1 km de él o por encima de 300 puntos al día no suman puntos. Registra solo cuidados que ocurrieron de verdad y no registres el mismo gato dos veces.',
    vetTitle: 'Emergencias',
    vet: 'La app no sustituye la atención veterinaria. En una emergencia, acude a un veterinario o al servicio de protección animal de tu ciudad.',
    moderationTitle: 'Moderación',
    moderation:
      'La administración del grupo puede editar o eliminar registros de gatos que incumplan estos términos.',
  },
} satisfies NamespaceInfoPagesTranslation;

export default es_infoPages;
