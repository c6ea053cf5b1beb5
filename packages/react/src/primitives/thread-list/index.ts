/**
 * The headless thread-list primitives, used as a namespace: `ThreadList.Root`, `ThreadList.New`, `ThreadList.Items`,
 * `ThreadList.Item`, `ThreadList.ItemTrigger`, `ThreadList.ItemRemove`, `ThreadList.LoadMore` (one file per part; props
 * `ThreadList.<Part>.Props`). Feed them with `useThreadList(agent.threads)`.
 */
export { ThreadListPrimitiveRoot as Root } from "./ThreadListRoot";
export { ThreadListPrimitiveNew as New } from "./ThreadListNew";
export { ThreadListPrimitiveItems as Items } from "./ThreadListItems";
export { ThreadListPrimitiveItem as Item } from "./ThreadListItem";
export { ThreadListPrimitiveItemTrigger as ItemTrigger } from "./ThreadListItemTrigger";
export { ThreadListPrimitiveItemRemove as ItemRemove } from "./ThreadListItemRemove";
export { ThreadListPrimitiveLoadMore as LoadMore } from "./ThreadListLoadMore";
