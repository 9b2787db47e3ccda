import type { BaseTranslation } from '../i18n-types.js';
import { achievements } from './achievements.js';
import { auth } from './auth.js';
import { bonus } from './bonus.js';
import { common } from './common.js';
import { enums } from './enums.js';
import { errors } from './errors.js';
import { pages } from './pages.js';

const ptBR = {
  common,
  auth,
  errors,
  achievements,
  bonus,
  enums,
  pages,
} satisfies BaseTranslation;

export default ptBR;
