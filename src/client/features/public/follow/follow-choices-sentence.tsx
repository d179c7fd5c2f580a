// What a follower chose, in one sentence ('Emails will come as U14 Boys' games change.'): on the 'Check your email'
// page and the confirmed page. Teams by their names in the club's order; an id that is no team is left out.
import { type FollowChoices, followChoicesSentence } from '../../../../shared/follow';
import { useEntityList } from '../../../lib/entity-queries';

export function FollowChoicesSentence({ choices }: { choices: FollowChoices }) {
  const teams = useEntityList('teams').data ?? [];
  const names = teams.filter((team) => choices.teamIds.includes(team.id)).map((team) => team.name);
  const sentence = followChoicesSentence(choices.news, names);
  return sentence ? <p>{sentence}</p> : null;
}
