// Typesetting of an editor's prose once it is a tree (after sanitising): a short preposition or
// conjunction stays with the word after it (lib/typography.ts); code keeps its spaces.
import { keepShortWordsWithNext } from '@/lib/typography';

interface TextNode {
  type: string;
  tagName?: string;
  value?: string;
  children?: TextNode[];
}

const KEPT_AS_TYPED = new Set(['code', 'pre']);

function typeset(parent: TextNode): void {
  for (const child of parent.children ?? []) {
    if (child.type === 'text' && child.value) child.value = keepShortWordsWithNext(child.value);
    else if (child.type === 'element' && !KEPT_AS_TYPED.has(child.tagName ?? '')) typeset(child);
  }
}

/** The rehype plugin; it runs last. */
export function rehypeTypography() {
  return (tree: TextNode) => {
    typeset(tree);
  };
}
