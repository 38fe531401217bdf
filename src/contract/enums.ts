import { z } from 'zod';
import { CURRENCIES, LANGS, REGIONS } from './common';

// The schemas of common.ts's lists, apart from them (see the note there).
export const langSchema = z.enum(LANGS);
export const currencySchema = z.enum(CURRENCIES);
export const regionSchema = z.enum(REGIONS);
