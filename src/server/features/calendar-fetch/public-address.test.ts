import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address.ts";

const judged = (addresses: string[]) => addresses.map((address) => [address, isPublicAddress(address)]);
const all = (addresses: string[], value: boolean) => addresses.map((address) => [address, value]);

describe("isPublicAddress", () => {
  it("takes public IPv4 and global IPv6 addresses", () => {
    const open = ["8.8.8.8", "1.1.1.1", "93.184.215.14", "2606:4700:4700::1111", "2a00:1450:4001:82a::200e"];
    expect(judged(open)).toEqual(all(open, true));
  });

  it("refuses this machine, private networks and every other special IPv4 block", () => {
    const special = [
      "0.0.0.0",
      "10.0.0.5",
      "100.64.0.1",
      "127.0.0.1",
      "127.255.255.254",
      "169.254.169.254",
      "172.16.0.1",
      "192.0.0.8",
      "192.0.2.1",
      "192.88.99.1",
      "192.168.1.1",
      "198.18.0.1",
      "198.51.100.7",
      "203.0.113.9",
      "224.0.0.1",
      "240.0.0.1",
      "255.255.255.255",
    ];
    expect(judged(special)).toEqual(all(special, false));
  });

  it("refuses special IPv6 ranges", () => {
    const special = [
      "::",
      "::1",
      "fe80::1",
      "fe80::1%eth0",
      "fc00::1",
      "fd12:3456::1",
      "ff02::1",
      "fec0::1",
      "100::1",
      "2001:db8::1",
      "2001:2::1",
      "2001:10::1",
      "3fff::1",
    ];
    expect(judged(special)).toEqual(all(special, false));
  });

  it("refuses IPv4-compatible addresses whatever they carry: nothing public uses them", () => {
    const compatible = ["::7f00:1", "::127.0.0.1", "::a00:5", "::a9fe:a9fe", "::808:808"];
    expect(judged(compatible)).toEqual(all(compatible, false));
  });

  it("refuses the translator's and the local-use NAT64 forms whatever they carry", () => {
    const local = ["::ffff:0:808:808", "64:ff9b:1::808:808", "64:ff9b:1:7f00:1::", "64:ff9b:1::7f00:1"];
    expect(judged(local)).toEqual(all(local, false));
  });

  it("judges IPv4-mapped and NAT64 addresses by the IPv4 address in their last 32 bits", () => {
    expect(
      judged([
        "::ffff:127.0.0.1",
        "::ffff:7f00:1",
        "::ffff:10.0.0.5",
        "::ffff:169.254.169.254",
        "::ffff:8.8.8.8",
        "64:ff9b::7f00:1",
        "64:ff9b::a00:5",
        "64:ff9b::192.168.1.1",
        "64:ff9b::808:808",
      ]),
    ).toEqual([
      ["::ffff:127.0.0.1", false],
      ["::ffff:7f00:1", false],
      ["::ffff:10.0.0.5", false],
      ["::ffff:169.254.169.254", false],
      ["::ffff:8.8.8.8", true],
      ["64:ff9b::7f00:1", false],
      ["64:ff9b::a00:5", false],
      ["64:ff9b::192.168.1.1", false],
      ["64:ff9b::808:808", true],
    ]);
  });

  it("judges 6to4 addresses by the router's IPv4 address in bits 16–48", () => {
    expect(
      judged(["2002:7f00:1::1", "2002:a00:5::", "2002:c0a8:101:1::1", "2002:a9fe:a9fe::", "2002:808:808::1"]),
    ).toEqual([
      ["2002:7f00:1::1", false],
      ["2002:a00:5::", false],
      ["2002:c0a8:101:1::1", false],
      ["2002:a9fe:a9fe::", false],
      ["2002:808:808::1", true],
    ]);
  });

  it("judges Teredo addresses by the server's IPv4 address and the client's, inverted in the last 32 bits", () => {
    // Client 127.0.0.1 is written ~7f00:0001 = 80ff:fffe; 10.0.0.5 is f5ff:fffa; 8.8.4.4 is f7f7:fbfb.
    expect(
      judged([
        "2001:0:808:808::80ff:fffe",
        "2001:0:808:808::f5ff:fffa",
        "2001:0:7f00:1::f7f7:fbfb",
        "2001:0:a00:5::f7f7:fbfb",
        "2001:0:808:808::f7f7:fbfb",
      ]),
    ).toEqual([
      ["2001:0:808:808::80ff:fffe", false],
      ["2001:0:808:808::f5ff:fffa", false],
      ["2001:0:7f00:1::f7f7:fbfb", false],
      ["2001:0:a00:5::f7f7:fbfb", false],
      ["2001:0:808:808::f7f7:fbfb", true],
    ]);
  });

  it("refuses what is not an address", () => {
    expect(judged(["", "localhost", "example.com", "1.2.3", "::g"])).toEqual(
      all(["", "localhost", "example.com", "1.2.3", "::g"], false),
    );
  });
});
