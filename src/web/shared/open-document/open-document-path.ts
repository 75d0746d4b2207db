/** Where opening a document goes: the rule lives in common so the digest email links alike. */
export * from '../../../common/open-document';
