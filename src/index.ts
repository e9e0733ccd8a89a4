export * from "./format";
export * from "./timing";
export * from "./wordlists";
export * from "./figures";
export * as bee from "./spellingBee";
