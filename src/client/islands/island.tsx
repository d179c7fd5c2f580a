// The server side of an island: the component rendered to HTML inside a marker element that carries its name and
// props, which islands/entry.ts finds and hydrates. Everything outside islands stays plain HTML: no code for it.
import { type ComponentType, createContext, useContext } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-attributes';
import type { IslandName } from './registry';

/** Which islands a page rendered, and with which component: the server hints their code in the page's head. */
export type IslandsUsed = Map<IslandName, ComponentType<never>>;

export const IslandsUsedContext = createContext<IslandsUsed | null>(null);

export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  /** Serialised into the page as JSON: plain data only. */
  props: P;
}) {
  useContext(IslandsUsedContext)?.set(name, Component as ComponentType<never>);
  // `display: contents`: the marker takes no part in the layout, its content sits where the island stands.
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }} className="contents">
      <Component {...props} />
    </div>
  );
}
