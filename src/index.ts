// The library's entry point: it only re-exports. Shared mechanisms come flat; each puzzle's
// module comes as a namespace, since puzzles share words like `play` and `Word`.
export * from "./format";
export * from "./timing";
export * from "./wordlists";
export * from "./figures";
export * from "./stats";
export * from "./random";
export * from "./replies";
export * as games from "./game";
export * as trees from "./guessTree";
export * as bee from "./spellingBee";
export * as clueContest from "./clueContest";
export * as codeBreaking from "./codeBreaking";
export * as wordGraph from "./wordGraph";
export * as hangman from "./hangman";
export * as optimal from "./optimal";
export * as firstGuessTable from "./firstGuessTable";
