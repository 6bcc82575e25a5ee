import type { Server } from "socket.io";

/** socket.io-parser's EVENT packet type (`2`: `["event", payload]`). */
const EVENT = 2;

type Packet = Parameters<Server["encoder"]["encode"]>[0];

/** What of engine.io's connection and its websocket transport the fast path reads (engine.io 6, ws 8). */
interface EngineConnection {
  writeBuffer: unknown[];
  transport: {
    name: string;
    /** the `ws` WebSocket of the websocket transport */
    socket?: { readyState: number; _sender?: { sendFrame?: (frame: Buffer[]) => void } };
  };
  write(data: string, options: object): void;
}

/** ws's `WebSocket.OPEN` */
const OPEN = 1;

/**
 * Sends one event to every socket of this node in a room, encoded once: one `JSON.stringify`, one
 * WebSocket frame (header and payload in one buffer), written as is to each socket. The bytes on the wire
 * are those `io.local.to(room).emit(event, message)` sends (`42["event",{…}]`, a text frame), so clients
 * see no difference; a room with nobody in it costs no encoding at all.
 *
 * The frame goes straight to the socket's `ws` sender, as engine.io itself does with a broadcast's
 * pre-encoded frame, but without engine.io's per-packet bookkeeping (a packet object, its `packetCreate`,
 * `flush` and `drain` events, a write callback) which is most of socket.io's cost over raw `ws`. That is
 * only when nothing is queued ahead of it: a socket on the polling transport, or whose engine.io buffer
 * holds packets (its previous write not done), gets the packet through engine.io, in order. What this
 * skips: `onAnyOutgoing` listeners and the `volatile`/`compress` flags, none of which the gateway uses.
 * A parser that does not encode to one string (binary, msgpack) falls back to `io.local.to(room).emit`.
 */
export function createFanout(io: Server) {
  const nsp = io.of("/");
  return function broadcast(room: string, event: string, message: unknown): void {
    const ids = nsp.adapter.rooms.get(room);
    if (!ids || ids.size === 0) return;
    const packet: Packet = { type: EVENT, nsp: "/", data: [event, message] };
    const encoded = io.encoder.encode(packet);
    const text = encoded.length === 1 ? encoded[0] : undefined;
    if (typeof text !== "string") {
      io.local.to(room).emit(event, message);
      return;
    }
    // "4": the Engine.IO message packet that carries the socket.io packet
    const frame = [textFrame(`4${text}`)];
    const options = { preEncoded: true, wsPreEncodedFrame: frame };
    for (const id of ids) {
      const conn = nsp.sockets.get(id)?.conn as unknown as EngineConnection | undefined;
      if (!conn) continue;
      const ws = conn.transport.name === "websocket" ? conn.transport.socket : undefined;
      const sender = ws?._sender;
      if (ws?.readyState === OPEN && conn.writeBuffer.length === 0 && typeof sender?.sendFrame === "function")
        sender.sendFrame(frame);
      else conn.write(text, options);
    }
  };
}

/** An unmasked, final WebSocket text frame of `text` (RFC 6455 §5.2), header and payload in one buffer. */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (header === 2) frame[1] = length;
  else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  frame.write(text, header, "utf8");
  return frame;
}
