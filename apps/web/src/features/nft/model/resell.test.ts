import { describe, expect, it } from "vitest";
import {
  dateTimeInput,
  defaultEnd,
  type ResellForm,
  readDateTimeInput,
  resellParams,
  resellProblem,
} from "./resell";

const local = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi).getTime();
const now = local(2026, 3, 1, 12, 0);
const form: ResellForm = {
  payType: "normal",
  price: "100",
  perIncrease: "",
  start: "",
  end: "2026-03-08T12:00",
};

describe("the resale form's times", () => {
  it("writes and reads datetime-local values in the phone's time zone", () => {
    expect(dateTimeInput(local(2026, 3, 8, 9, 5))).toBe("2026-03-08T09:05");
    expect(readDateTimeInput("2026-03-08T09:05")).toBe(local(2026, 3, 8, 9, 5));
    expect(readDateTimeInput("2026-03-08T09:05:30")).toBe(local(2026, 3, 8, 9, 5) + 30_000);
    expect(readDateTimeInput("2026-02-30T09:05")).toBeNull();
    expect(readDateTimeInput("tomorrow")).toBeNull();
    expect(readDateTimeInput("")).toBeNull();
  });

  it("suggests an end 7 days on", () => {
    expect(defaultEnd(now)).toBe("2026-03-08T12:00");
  });
});

describe("checking a resale before sending it", () => {
  it("accepts a fixed price ending in the future", () => {
    expect(resellProblem(form, now)).toBeNull();
  });

  it("wants a positive price", () => {
    expect(resellProblem({ ...form, price: " " }, now)).toEqual({ field: "price", problem: "priceRequired" });
    expect(resellProblem({ ...form, price: "0" }, now)).toEqual({ field: "price", problem: "priceInvalid" });
    expect(resellProblem({ ...form, price: "1e2" }, now)).toEqual({
      field: "price",
      problem: "priceInvalid",
    });
  });

  it("wants an auction's raise above 0, and ignores it for a fixed price", () => {
    const auction = { ...form, payType: "auction" as const };
    expect(resellProblem(auction, now)).toEqual({ field: "per_increase", problem: "raiseRequired" });
    expect(resellProblem({ ...auction, perIncrease: "0" }, now)).toEqual({
      field: "per_increase",
      problem: "raiseInvalid",
    });
    expect(resellProblem({ ...auction, perIncrease: "0.5" }, now)).toBeNull();
    expect(resellProblem({ ...form, perIncrease: "0" }, now)).toBeNull();
  });

  it("wants the end after the start and in the future", () => {
    expect(resellProblem({ ...form, end: "" }, now)).toEqual({ field: "end_time", problem: "timeInvalid" });
    expect(resellProblem({ ...form, start: "2026-03-09T00:00" }, now)).toEqual({
      field: "end_time",
      problem: "endBeforeStart",
    });
    expect(resellProblem({ ...form, end: "2026-03-01T11:00" }, now)).toEqual({
      field: "end_time",
      problem: "endBeforeStart",
    });
    expect(resellProblem({ ...form, start: "2026-02-01T00:00", end: "2026-02-02T00:00" }, now)).toEqual({
      field: "end_time",
      problem: "endPast",
    });
    expect(resellProblem({ ...form, start: "soon" }, now)).toEqual({
      field: "start_time",
      problem: "timeInvalid",
    });
  });

  it("sends unix seconds, the raise only for an auction, and no start for now", () => {
    expect(resellParams(5, form)).toEqual({
      id: 5,
      pay_type: "normal",
      price: "100",
      end_time: local(2026, 3, 8, 12, 0) / 1000,
    });
    expect(
      resellParams(5, { ...form, payType: "auction", perIncrease: " 2 ", start: "2026-03-02T00:00" }),
    ).toEqual({
      id: 5,
      pay_type: "auction",
      price: "100",
      per_increase: "2",
      start_time: local(2026, 3, 2) / 1000,
      end_time: local(2026, 3, 8, 12, 0) / 1000,
    });
  });
});
