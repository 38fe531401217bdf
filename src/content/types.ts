import type { Lang } from '../contract/common';

export type Localized<T> = Record<Lang, T>;

export interface FaqItem {
  q: string;
  a: string;
}

export interface PolicyDocument {
  title: string;
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export interface OfferInfo {
  title: string;
  text: string;
  terms: string;
}
