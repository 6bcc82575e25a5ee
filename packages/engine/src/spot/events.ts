import type { BookEvent, CancelEvent, CancelReason, FillEvent, RestEvent, Side } from "./types.ts";

/**
 * The fast book's event list, rebuilt for every command from pooled event objects, so a command that
 * trades allocates nothing once the pools have grown to its size. The list and its objects are
 * overwritten by the next command (see BookResult). Pools keep as many objects as the largest single
 * command ever needed (a sweep of 10,000 orders keeps 10,000 fill objects).
 */
export class EventBuffer {
  readonly list: BookEvent[] = [];
  private readonly fills: FillEvent[] = [];
  private readonly cancels: CancelEvent[] = [];
  private readonly rests: RestEvent[] = [];
  private fillCount = 0;
  private cancelCount = 0;
  private restCount = 0;

  clear(): void {
    // pop() stays in optimized code; `length = 0` is a runtime call, the costliest line of a command
    const list = this.list;
    while (list.length > 0) list.pop();
    this.fillCount = 0;
    this.cancelCount = 0;
    this.restCount = 0;
  }

  fill(
    makerId: number,
    takerId: number,
    makerOwner: number,
    takerOwner: number,
    price: number,
    quantity: number,
    takerSide: Side,
    makerRemaining: number,
  ): void {
    let e = this.fills[this.fillCount];
    if (e === undefined) {
      e = {
        kind: "fill",
        makerId,
        takerId,
        makerOwner,
        takerOwner,
        price,
        quantity,
        takerSide,
        makerRemaining,
      };
      this.fills.push(e);
    } else {
      e.makerId = makerId;
      e.takerId = takerId;
      e.makerOwner = makerOwner;
      e.takerOwner = takerOwner;
      e.price = price;
      e.quantity = quantity;
      e.takerSide = takerSide;
      e.makerRemaining = makerRemaining;
    }
    this.fillCount++;
    this.list.push(e);
  }

  cancel(
    id: number,
    owner: number,
    side: Side,
    price: number,
    remaining: number,
    reason: CancelReason,
  ): void {
    let e = this.cancels[this.cancelCount];
    if (e === undefined) {
      e = { kind: "cancel", id, owner, side, price, remaining, reason };
      this.cancels.push(e);
    } else {
      e.id = id;
      e.owner = owner;
      e.side = side;
      e.price = price;
      e.remaining = remaining;
      e.reason = reason;
    }
    this.cancelCount++;
    this.list.push(e);
  }

  rest(id: number, owner: number, side: Side, price: number, remaining: number): void {
    let e = this.rests[this.restCount];
    if (e === undefined) {
      e = { kind: "rest", id, owner, side, price, remaining };
      this.rests.push(e);
    } else {
      e.id = id;
      e.owner = owner;
      e.side = side;
      e.price = price;
      e.remaining = remaining;
    }
    this.restCount++;
    this.list.push(e);
  }
}
