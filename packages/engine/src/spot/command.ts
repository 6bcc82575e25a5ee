import type { BookResult, CancelOrder, MoveOrder, PlaceOrder, SpotBook } from "./types.ts";

/**
 * One journaled book command: what the server records before applying it, and replays on recovery.
 * Applying the same journal to a fresh book gives the same events and the same state hash.
 */
export type SpotCommand =
  | ({ op: "place" } & PlaceOrder)
  | ({ op: "cancel" } & CancelOrder)
  | ({ op: "move" } & MoveOrder);

export function applyCommand(book: SpotBook, command: SpotCommand): BookResult {
  switch (command.op) {
    case "place":
      return book.place(command);
    case "cancel":
      return book.cancel(command);
    case "move":
      return book.move(command);
  }
}
