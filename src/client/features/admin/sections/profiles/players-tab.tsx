import { Plus, X } from 'lucide-react';
import type { Player, Team } from '../../../../../shared/schema';
import { useCrudEditor } from '../../lib/use-crud-editor';
import { Button } from '../../ui/button';
import { FormPanel } from '../../ui/form-panel';
import { ListView } from '../../ui/list-view';
import { usePlayerMutations, usePlayers } from './api';
import { PlayerForm } from './player-form';
import { ProfileCard } from './profile-card';

export function PlayersTab({ teams }: { teams: Team[] }) {
  const query = usePlayers();
  const { remove } = usePlayerMutations();
  const editor = useCrudEditor<Player>();
  const teamName = (id: string | null) => teams.find((team) => team.id === id)?.name;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl font-semibold text-club-black">Players</h2>
        <Button
          variant={editor.formOpen ? 'secondary' : 'primary'}
          onClick={editor.toggleAdd}
          aria-expanded={editor.formOpen}
          icon={editor.formOpen ? <X className="h-4 w-4" aria-hidden /> : <Plus className="h-4 w-4" aria-hidden />}
        >
          {editor.formOpen ? 'Cancel' : 'Add Player'}
        </Button>
      </div>
      {editor.formOpen && (
        <FormPanel title={editor.editing ? 'Edit Player' : 'Add Player'} panelRef={editor.formRef}>
          <PlayerForm key={editor.formKey} item={editor.editing} onDone={editor.close} />
        </FormPanel>
      )}
      <ListView
        query={query}
        loadingText="Loading players..."
        emptyText="No players yet. Add your first player!"
        what="the players"
      >
        {(players) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {players.map((player) => (
              <ProfileCard
                key={player.id}
                name={player.name}
                subtitle={player.position}
                photoUrl={player.photoUrl}
                details={[
                  ['Age', player.age],
                  ['DOB', player.dateOfBirth],
                  ['From', player.location],
                  ['Team', teamName(player.teamId)],
                ]}
                description={player.description}
                onEdit={() => editor.startEdit(player)}
                onDelete={() => {
                  if (window.confirm('Are you sure you want to delete this player?')) {
                    remove.mutate(player.id, { onSuccess: () => editor.forget(player.id) });
                  }
                }}
                deleting={remove.isPending && remove.variables === player.id}
              />
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
