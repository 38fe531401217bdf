// Demo fixtures for the simulator: real club and player names with made-up strengths. Football
// ratings are multipliers on goals: a side's expected goals = base × its attack × the opponent's
// defence (so defence below 1 is good). Tennis ratings shift the chance of winning a point on serve.

export interface Club {
  name: string;
  attack: number;
  defence: number;
}
export interface League {
  category: string;
  tournament: string;
  clubs: readonly Club[];
}

const c = (name: string, attack: number, defence: number): Club => ({ name, attack, defence });

export const LEAGUES: readonly League[] = [
  {
    category: 'England',
    tournament: 'Premier League',
    clubs: [
      c('Manchester City', 1.42, 0.74),
      c('Arsenal', 1.34, 0.7),
      c('Liverpool', 1.44, 0.78),
      c('Chelsea', 1.18, 0.92),
      c('Tottenham Hotspur', 1.16, 1.02),
      c('Newcastle United', 1.12, 0.94),
      c('Aston Villa', 1.1, 0.98),
      c('Manchester United', 1.0, 1.0),
      c('Brighton & Hove Albion', 1.02, 1.04),
      c('West Ham United', 0.94, 1.12),
      c('Crystal Palace', 0.88, 1.02),
      c('Fulham', 0.9, 1.06),
      c('Brentford', 0.96, 1.1),
      c('Everton', 0.8, 1.04),
      c('Wolverhampton Wanderers', 0.86, 1.16),
      c('Nottingham Forest', 0.9, 1.0),
    ],
  },
  {
    category: 'Spain',
    tournament: 'LaLiga',
    clubs: [
      c('Real Madrid', 1.4, 0.72),
      c('Barcelona', 1.46, 0.82),
      c('Atletico Madrid', 1.14, 0.74),
      c('Athletic Bilbao', 1.04, 0.88),
      c('Real Sociedad', 0.94, 0.9),
      c('Villarreal', 1.08, 1.06),
      c('Real Betis', 0.98, 0.98),
      c('Sevilla', 0.9, 1.04),
      c('Valencia', 0.86, 1.02),
      c('Girona', 1.0, 1.1),
      c('Celta Vigo', 0.96, 1.12),
      c('Osasuna', 0.84, 1.04),
    ],
  },
  {
    category: 'Brazil',
    tournament: 'Brasileiro Serie A',
    clubs: [
      c('Flamengo', 1.3, 0.8),
      c('Palmeiras', 1.24, 0.74),
      c('Botafogo', 1.2, 0.82),
      c('Atletico Mineiro', 1.08, 0.92),
      c('Fluminense', 0.96, 0.96),
      c('Sao Paulo', 0.98, 0.9),
      c('Corinthians', 0.94, 0.98),
      c('Internacional', 1.02, 0.92),
      c('Gremio', 0.96, 1.06),
      c('Cruzeiro', 0.98, 0.96),
      c('Vasco da Gama', 0.9, 1.1),
      c('Santos', 0.92, 1.08),
    ],
  },
  {
    category: 'India',
    tournament: 'Indian Super League',
    clubs: [
      c('Mohun Bagan Super Giant', 1.26, 0.8),
      c('Mumbai City', 1.2, 0.86),
      c('Goa', 1.14, 0.94),
      c('Bengaluru', 1.06, 0.96),
      c('Kerala Blasters', 1.08, 1.06),
      c('Odisha', 1.02, 1.02),
      c('Jamshedpur', 0.94, 1.04),
      c('NorthEast United', 0.98, 1.08),
      c('Chennaiyin', 0.92, 1.12),
      c('East Bengal', 0.9, 1.1),
      c('Punjab', 0.94, 1.06),
      c('Hyderabad', 0.8, 1.24),
    ],
  },
  {
    category: 'Kazakhstan',
    tournament: 'Premier League',
    clubs: [
      c('Astana', 1.24, 0.8),
      c('Kairat', 1.2, 0.84),
      c('Tobol', 1.08, 0.9),
      c('Ordabasy', 1.06, 0.94),
      c('Aktobe', 1.04, 0.96),
      c('Shakhter Karagandy', 0.92, 1.04),
      c('Kaisar', 0.9, 1.06),
      c('Yelimay', 0.96, 1.0),
      c('Zhetysu', 0.86, 1.12),
      c('Atyrau', 0.88, 1.1),
      c('Okzhetpes', 0.84, 1.16),
      c('Turan', 0.86, 1.12),
    ],
  },
];

/** Goals per 90 minutes for an average side at home and away (home advantage ≈ 0.35 goals). */
export const HOME_GOALS = 1.5;
export const AWAY_GOALS = 1.15;

export interface Player {
  name: string;
  /** Added to the tour's base chance of winning a point on serve, against a rating-0 opponent. */
  rating: number;
}
export interface Tour {
  category: string;
  tournaments: readonly string[];
  /** Chance an average player wins a point on serve (men hold more often than women). */
  serve: number;
  players: readonly Player[];
}

const p = (name: string, rating: number): Player => ({ name, rating });

export const TOURS: readonly Tour[] = [
  {
    category: 'ATP',
    tournaments: ['Paris Masters', 'Vienna Open', 'Swiss Indoors Basel', 'Shanghai Masters'],
    serve: 0.64,
    players: [
      p('Jannik Sinner', 0.07),
      p('Carlos Alcaraz', 0.065),
      p('Alexander Zverev', 0.05),
      p('Novak Djokovic', 0.055),
      p('Taylor Fritz', 0.04),
      p('Daniil Medvedev', 0.035),
      p('Casper Ruud', 0.03),
      p('Alex de Minaur', 0.03),
      p('Andrey Rublev', 0.025),
      p('Holger Rune', 0.02),
      p('Grigor Dimitrov', 0.02),
      p('Tommy Paul', 0.02),
      p('Stefanos Tsitsipas', 0.015),
      p('Ben Shelton', 0.015),
      p('Alexander Bublik', 0.01),
      p('Hubert Hurkacz', 0.01),
    ],
  },
  {
    category: 'WTA',
    tournaments: ['WTA Finals', 'China Open', 'Wuhan Open', 'Tokyo Pan Pacific Open'],
    serve: 0.57,
    players: [
      p('Aryna Sabalenka', 0.07),
      p('Iga Swiatek', 0.065),
      p('Coco Gauff', 0.05),
      p('Elena Rybakina', 0.05),
      p('Jessica Pegula', 0.04),
      p('Jasmine Paolini', 0.03),
      p('Qinwen Zheng', 0.035),
      p('Mirra Andreeva', 0.03),
      p('Emma Navarro', 0.02),
      p('Daria Kasatkina', 0.015),
      p('Madison Keys', 0.025),
      p('Barbora Krejcikova', 0.02),
    ],
  },
];
