import { describe, expect, it } from "vitest";
import { shareBasisText } from "./share-basis";

describe("the basis of a closed copy's profit share", () => {
  it("names the net profit and the rate when the whole net profit was shared on", () => {
    expect(
      shareBasisText(
        {
          share_net: "12.011235",
          share_basis: "12.011235",
          share_recovered: "0",
          share_rate: "0.1",
          share_to_recover: "0",
        },
        "en",
      ),
    ).toEqual({ key: "history.basisNet", values: { net: "12.011235", rate: "10%" } });
  });

  it("shows the part that recovered earlier losses, the losses still to recover, or a net loss", () => {
    expect(
      shareBasisText(
        {
          share_net: "12.011235",
          share_basis: "5.011235",
          share_recovered: "7",
          share_rate: "0.1",
          share_to_recover: "0",
        },
        "en",
      ),
    ).toEqual({
      key: "history.basisRecovered",
      values: { net: "12.011235", recovered: "7", basis: "5.011235", rate: "10%" },
    });
    expect(
      shareBasisText(
        {
          share_net: "3",
          share_basis: "0",
          share_recovered: "3",
          share_rate: "0.1",
          share_to_recover: "4",
        },
        "en",
      ),
    ).toEqual({ key: "history.basisToRecover", values: { net: "3", amount: "4" } });
    expect(
      shareBasisText(
        {
          share_net: "-7.5",
          share_basis: "0",
          share_recovered: "0",
          share_rate: "0.1",
          share_to_recover: "7.5",
        },
        "en",
      ),
    ).toEqual({ key: "history.basisLoss", values: { net: "7.5" } });
  });

  it("says nothing for a copy closed before the net rule", () => {
    expect(shareBasisText({ share_net: null, share_basis: null, share_rate: null }, "en")).toBeNull();
    expect(shareBasisText({}, "vi")).toBeNull();
  });

  it("writes the amounts and the rate in the language's number format", () => {
    const c = {
      share_net: "12345.011235",
      share_basis: "5345.011235",
      share_recovered: "7000",
      share_rate: "0.125",
      share_to_recover: "0",
    };
    expect(shareBasisText(c, "vi")).toEqual({
      key: "history.basisRecovered",
      values: { net: "12.345,011235", recovered: "7.000", basis: "5.345,011235", rate: "12,5%" },
    });
    expect(shareBasisText(c, "en")).toEqual({
      key: "history.basisRecovered",
      values: { net: "12,345.011235", recovered: "7,000", basis: "5,345.011235", rate: "12.5%" },
    });
    expect(
      shareBasisText({ ...c, share_net: "-1234.5", share_basis: "0", share_recovered: "0" }, "vi"),
    ).toEqual({ key: "history.basisLoss", values: { net: "1.234,5" } });
  });
});
