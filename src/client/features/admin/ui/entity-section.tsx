// The skeleton every management screen shares (docs/product.md "Admin forms"): a header with the Add toggle, the
// inline create/edit form, the list with its loading, error and empty texts, and edit/delete on every card (delete
// only for those who may, ADR 040). Every
// delete is confirmed in the portal's dialog naming the item, and its toast offers Undo (ADR 031).
import { Fragment, type ReactNode } from 'react';
import { deletePermission, ENTITIES, type EntityKey, type EntityRows } from '../../../../shared/entities';
import { useSignedInUser } from '../../../lib/auth';
import { usePortalList } from '../../../lib/entity-queries';
import { UNDO_MS } from '../../../lib/toast';
import { useEntityMutations } from '../lib/entity-mutations';
import { may } from '../lib/section-access';
import { useConfirmDelete } from '../lib/use-confirm-delete';
import { useCrudEditor } from '../lib/use-crud-editor';
import { ItemIdContext } from '../lib/use-item-target';
import { useReorder } from '../lib/use-reorder';
import { CardActions } from './card-actions';
import { ConfirmDialog } from './confirm-dialog';
import { ExamplesNotice } from './examples-notice';
import { FormPanel } from './form-panel';
import { ListView } from './list-view';
import { SectionHeader } from './section-header';
import { MoveControls, ReorderHelp, SortableList } from './sortable-list';

/**
 * What the delete's confirmation says, where the default does not fit: the item's kind in the question ('news
 * article', by default the entity's label) and the text under it (docs/product.md's, or what else goes with it).
 */
type ConfirmDelete<T> = { what?: string; description?: string | ((item: T) => string) };

const REMOVED_FROM_SITE = `It will be removed from the website. You can undo this for ${UNDO_MS / 1000} seconds afterwards.`;

export type EntitySectionProps<K extends EntityKey> = {
  entity: K;
  /** The screen's title; a `tab` is a part of a screen, with a smaller heading. */
  title: string;
  variant?: 'screen' | 'tab';
  description?: string;
  /** When adding is not called 'Add <noun>'. */
  addLabel?: string;
  texts: { loading: string; empty: string /** For the error text: 'the teams'. */; what: string };
  /**
   * The create (null) or edit form; it calls onDone after a save or on Cancel. `copyOf`: with `duplicate`, the item
   * a new one is filled in from.
   */
  form: (item: EntityRows[K] | null, onDone: () => void, copyOf: EntityRows[K] | null) => ReactNode;
  /** Cards offer 'Duplicate': the create form, filled in from the card's item (nothing is saved until Create). */
  duplicate?: boolean;
  /** One item's card (an <li>), with `actions` (edit and delete) placed in it. */
  card: (item: EntityRows[K], actions: ReactNode) => ReactNode;
  /** The name a card's buttons use: 'Edit U16 Boys'. */
  cardName: (item: EntityRows[K]) => string;
  /** The list around the cards; by default one grid of them. */
  list?: (items: EntityRows[K][], cards: (items: EntityRows[K][]) => ReactNode) => ReactNode;
  listClassName?: string;
  /** The cards are steps in order (an <ol>). */
  ordered?: boolean;
  confirmDelete?: ConfirmDelete<EntityRows[K]>;
  /**
   * Shown between the form and the list: filters, figures; a function is given a way to open an item's form, and
   * whether the add form is open with a way to open it.
   */
  children?:
    | ReactNode
    | ((startEdit: (item: EntityRows[K]) => void, adding: { open: boolean; start: () => void }) => ReactNode);
};

export function EntitySection<K extends EntityKey>(props: EntitySectionProps<K>) {
  type Item = EntityRows[K];
  const { entity, texts, confirmDelete = {} } = props;
  const { noun, label } = ENTITIES[entity];
  const query = usePortalList(entity);
  const { remove } = useEntityMutations(entity);
  const editor = useCrudEditor<Item>();
  const deleteNow = (item: Item) => remove.mutate(item.id, { onSuccess: () => editor.forget(item.id) });
  const confirm = useConfirmDelete(deleteNow);
  const addLabel = props.addLabel ?? `Add ${noun}`;
  // Lists ordered by hand get drag and drop and move buttons (ADR 026).
  const reorder = useReorder(entity, props.cardName);
  // Only the buttons the server would not refuse: a Coach adds and edits players but does not delete them.
  const user = useSignedInUser();
  const mayDelete = may(user, deletePermission(entity));

  const question = (item: Item) => `Delete the ${confirmDelete.what ?? label.toLowerCase()} "${props.cardName(item)}"?`;
  const explanation = (item: Item) =>
    typeof confirmDelete.description === 'function'
      ? confirmDelete.description(item)
      : (confirmDelete.description ?? REMOVED_FROM_SITE);

  /** A card's buttons; `shown` are the cards of its list, which a move stays among. */
  const actions = (item: Item, shown: Item[]) => {
    const editAndDelete = (
      <CardActions
        name={props.cardName(item)}
        onEdit={() => editor.startEdit(item)}
        onDuplicate={props.duplicate ? () => editor.startCopy(item) : undefined}
        onDelete={mayDelete ? () => confirm.ask(item) : undefined}
        deleting={remove.isPending && remove.variables === item.id}
      />
    );
    if (!reorder) return editAndDelete;
    return (
      <MoveControls id={item.id} name={props.cardName(item)} shown={shown} reorder={reorder}>
        {editAndDelete}
      </MoveControls>
    );
  };
  const List = props.ordered ? 'ol' : 'ul';
  const cards = (items: Item[]) => {
    const className = props.listClassName ?? 'grid gap-4 md:grid-cols-2';
    const shown = items.map((item) => (
      <ItemIdContext key={item.id} value={item.id}>
        {props.card(item, actions(item, items))}
      </ItemIdContext>
    ));
    if (!reorder) return <List className={className}>{shown}</List>;
    return (
      <SortableList as={List} className={className} items={items} reorder={reorder}>
        {shown}
      </SortableList>
    );
  };
  const add = { label: addLabel, open: editor.formOpen, onToggle: editor.toggleAdd };

  return (
    <>
      <SectionHeader title={props.title} description={props.description} add={add} variant={props.variant} />
      <ExamplesNotice entity={entity} />
      {editor.formOpen && (
        <FormPanel title={editor.editing ? `Edit ${noun}` : addLabel} panelRef={editor.formRef}>
          <Fragment key={editor.formKey}>{props.form(editor.editing, editor.close, editor.copying)}</Fragment>
        </FormPanel>
      )}
      {typeof props.children === 'function'
        ? props.children(editor.startEdit, { open: editor.formOpen && !editor.editing, start: editor.startAdd })
        : props.children}
      {/* Cards are h3s; a screen's list needs an h2 between them and the h1 (a tab's title is already one). */}
      {props.variant !== 'tab' && <h2 className="sr-only">List of {texts.what}</h2>}
      {reorder && Boolean(query.data?.length) && <ReorderHelp reorder={reorder} />}
      <ListView query={query} loadingText={texts.loading} emptyText={texts.empty} what={texts.what}>
        {(items) => (props.list ? props.list(items, cards) : cards(items))}
      </ListView>
      <ConfirmDialog
        {...confirm.dialog}
        title={confirm.asking ? question(confirm.asking) : ''}
        description={confirm.asking ? explanation(confirm.asking) : ''}
      />
    </>
  );
}
