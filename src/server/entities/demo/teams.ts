// The demo club's teams, from under 10s to seniors, each with a picture in its colours. Players and fixtures name
// them by key ('u16').
import { insertTeamSchema, teams } from '../../../shared/schema';
import { type Motif, PALETTE, photoShape, sceneSvg } from '../../media/artwork';
import type { EntityDemo } from './define';

type DemoTeam = {
  key: string;
  name: string;
  ageGroup: string;
  description: string;
  features: string[];
  color: 'red' | 'gold' | 'dark';
  motif?: Motif;
};

const DEMO_TEAMS: DemoTeam[] = [
  {
    key: 'u10',
    name: 'U10 Development',
    ageGroup: 'Under 10',
    description: 'Fun-first sessions where our youngest players learn to dribble, pass and shoot with confidence.',
    features: ['Saturday morning clinics', 'Mini-ball games', 'Parents welcome on court'],
    color: 'gold',
    motif: 'cones',
  },
  {
    key: 'u14',
    name: 'U14 Development',
    ageGroup: 'Under 14',
    description: 'Building fundamentals and team play, with regular games in the NCD junior league.',
    features: ['Two trainings a week', 'Junior league games', 'Skills assessments each term'],
    color: 'red',
    motif: 'hoop',
  },
  {
    key: 'u16',
    name: 'U16 Competitive',
    ageGroup: 'Under 16',
    description: 'A competitive squad preparing for national junior championships and the first overseas tours.',
    features: ['Three trainings a week', 'Strength and conditioning', 'National junior championships'],
    color: 'dark',
    motif: 'ball',
  },
  {
    key: 'u19',
    name: 'U19 Competitive',
    ageGroup: 'Under 19',
    description: 'Our top junior program: high-performance training, video review and touring teams.',
    features: ['Four trainings a week', 'Video analysis', 'International tours'],
    color: 'red',
    motif: 'lights',
  },
  {
    key: 'senior',
    name: 'Senior Teams',
    ageGroup: 'Senior (19+)',
    description: 'Men and women competing in the national league and mentoring the next generation.',
    features: ['National league', 'Mentoring juniors', 'Coaching courses'],
    color: 'dark',
    motif: 'trophy',
  },
];

const TEAM_SCENE = {
  red: [PALETTE.red, PALETTE.black],
  gold: [PALETTE.gold, PALETTE.red],
  dark: [PALETTE.charcoal, PALETTE.black],
};

export const teamsDemo: EntityDemo = {
  async seed({ db, picture }) {
    const teamImages = await Promise.all(
      DEMO_TEAMS.map((team, i) => {
        const [from, to] = TEAM_SCENE[team.color];
        return team.motif
          ? picture(
              sceneSvg({
                ...photoShape(i),
                from: from!,
                to: to!,
                accent: PALETTE.gold,
                motif: team.motif,
                motifX: 0.5,
              }),
            )
          : undefined;
      }),
    );
    const ids = new Map<string, string>();
    // One at a time: teams are listed in the order they were made.
    for (const [i, team] of DEMO_TEAMS.entries()) {
      const imageUrl = teamImages[i];
      const [row] = await db
        .insert(teams)
        .values(insertTeamSchema.parse({ ...team, imageUrl }))
        .returning({ id: teams.id });
      ids.set(team.key, row!.id);
    }
    return { made: { teams: DEMO_TEAMS.length }, ids };
  },
};
