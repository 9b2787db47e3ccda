/** Default avatar list; the images are served by the server from /avatars. */
export const AVATARS = [
  { id: 'orange', name: 'Gato Laranja', url: '/avatars/orange.svg' },
  { id: 'black', name: 'Gato Preto', url: '/avatars/black.svg' },
  { id: 'tabby', name: 'Gato Malhado', url: '/avatars/tabby.svg' },
  { id: 'siamese', name: 'Gato Siamês', url: '/avatars/siamese.svg' },
] as const;
export type AvatarId = (typeof AVATARS)[number]['id'];
