import type { VisitorLanguage } from '../visitor-languages';
import { ar } from './ar';
import { de } from './de';
import { en, type VisitorTexts } from './en';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { it } from './it';
import { ja } from './ja';
import { nl } from './nl';
import { pl } from './pl';
import { ptBR } from './pt-BR';
import { tr } from './tr';

export { en, type VisitorTextKey, type VisitorTexts } from './en';

export const VISITOR_TEXTS: Record<VisitorLanguage, VisitorTexts> = {
  en,
  de,
  fr,
  es,
  'pt-BR': ptBR,
  it,
  nl,
  pl,
  tr,
  ja,
  ar,
  he,
};
