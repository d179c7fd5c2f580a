import type { Team } from '../../../../../shared/schema';
import { useCrudEditor } from '../../lib/use-crud-editor';
import { AdminImage } from '../../ui/admin-image';
import { CardActions } from '../../ui/card-actions';
import { FormPanel } from '../../ui/form-panel';
import { ListView } from '../../ui/list-view';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { useTeamMutations, useTeams } from './api';
import { teamColorOption } from './team-colors';
import { TeamForm } from './team-form';

export function TeamsSection({ title }: SectionProps) {
  const query = useTeams();
  const { remove } = useTeamMutations();
  const editor = useCrudEditor<Team>();

  return (
    <>
      <SectionHeader
        title={title}
        description="The club's teams, from U10 development to seniors."
        add={{ label: 'Add Team', open: editor.formOpen, onToggle: editor.toggleAdd }}
      />
      {editor.formOpen && (
        <FormPanel title={editor.editing ? 'Edit Team' : 'Add Team'} panelRef={editor.formRef}>
          <TeamForm key={editor.formKey} item={editor.editing} onDone={editor.close} />
        </FormPanel>
      )}
      <ListView
        query={query}
        loadingText="Loading teams..."
        emptyText="No teams yet. Add your first team!"
        what="the teams"
      >
        {(teams) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {teams.map((team) => {
              const color = teamColorOption(team.color);
              return (
                <li
                  key={team.id}
                  className="flex flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm"
                >
                  <AdminImage src={team.imageUrl} alt={team.name} className="aspect-video w-full" />
                  <div className={`h-1.5 ${color.swatch}`} />
                  <div className="flex flex-1 gap-2 p-4">
                    <div className="min-w-0 flex-1">
                      <p className="text-xs font-semibold uppercase tracking-wide text-club-red">{team.ageGroup}</p>
                      <h3 className="font-semibold text-club-black">{team.name}</h3>
                      <p className="mt-1 text-sm text-neutral-700">{team.description}</p>
                      {team.features.length > 0 && (
                        <ul className="mt-2 flex flex-wrap gap-1.5">
                          {team.features.map((feature) => (
                            <li
                              key={feature}
                              className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs text-neutral-700"
                            >
                              {feature}
                            </li>
                          ))}
                        </ul>
                      )}
                      <p className="mt-2 text-xs text-neutral-500">Color: {color.label}</p>
                    </div>
                    <CardActions
                      name={team.name}
                      onEdit={() => editor.startEdit(team)}
                      onDelete={() => remove.mutate(team.id, { onSuccess: () => editor.forget(team.id) })}
                      deleting={remove.isPending && remove.variables === team.id}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </ListView>
    </>
  );
}
