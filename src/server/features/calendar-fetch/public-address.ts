// Which addresses a fetch on a stranger's behalf may connect to: the public internet only. An IPv6
// address that carries an IPv4 address is judged by that IPv4 address too, because a packet sent to
// it can end up there (through this host's own tunnel, a NAT64 gateway or a relay).
import ipaddr from "ipaddr.js";

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

const block = <T extends IPv4 | IPv6>(cidr: string) => ipaddr.parseCIDR(cidr) as [T, number];
const blocks = <T extends IPv4 | IPv6>(cidrs: string[]) => cidrs.map((cidr) => block<T>(cidr));

/** IANA's special-purpose IPv4 blocks that are not the public internet. */
const SPECIAL_IPV4 = blocks<IPv4>([
  "0.0.0.0/8", // "this network", 0.0.0.0 included
  "10.0.0.0/8",
  "100.64.0.0/10", // carrier-grade NAT
  "127.0.0.0/8",
  "169.254.0.0/16", // link-local, the cloud metadata address among them
  "172.16.0.0/12",
  "192.0.0.0/24", // IETF protocol assignments
  "192.0.2.0/24", // documentation
  "192.88.99.0/24", // the retired 6to4 relays
  "192.168.0.0/16",
  "198.18.0.0/15", // benchmarking
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4", // multicast
  "240.0.0.0/4", // reserved, the broadcast address included
]);

/** Only 2000::/3 is handed out as global unicast; everything outside it is special or unassigned. */
const GLOBAL_IPV6 = block<IPv6>("2000::/3");
/** Special blocks inside it that reach no public host. */
const SPECIAL_GLOBAL_IPV6 = blocks<IPv6>([
  "2001::/23", // IETF protocol assignments: benchmarking, ORCHID, AMT (Teredo is judged below)
  "2001:db8::/32", // documentation
  "3fff::/20", // documentation
]);

const MAPPED = block<IPv6>("::ffff:0:0/96");
const NAT64 = block<IPv6>("64:ff9b::/96");
const SIX_TO_FOUR = block<IPv6>("2002::/16");
const TEREDO = block<IPv6>("2001::/32");

/**
 * The IPv4 addresses an IPv6 address carries, for the forms that have a public use; undefined when
 * it is none of them. Forms with no public use are not listed: they fall outside 2000::/3 and are
 * refused whatever they carry — IPv4-compatible `::/96` (deprecated by RFC 4291, never routed; a
 * host with a `sit` tunnel sends it to the IPv4 address), `::ffff:0:0:0/96` (a translator's
 * internal form) and the local-use NAT64 prefix `64:ff9b:1::/48` (its network places the IPv4
 * address where it chooses, so no one outside can tell where it leads).
 */
function carriedIPv4(address: IPv6): IPv4[] | undefined {
  /** The 32 bits starting at 16-bit word `at`, inverted when `flip` is set, as an IPv4 address. */
  const ipv4At = (at: number, flip = 0) => {
    const [high = 0, low = 0] = address.parts.slice(at, at + 2).map((word) => (word ^ flip) & 0xffff);
    return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  };
  // IPv4-mapped: how a dual-stack socket names an IPv4 peer; connecting to it reaches that peer.
  if (address.match(MAPPED)) return [ipv4At(6)];
  // NAT64's well-known prefix (RFC 6052): a DNS64 resolver writes every IPv4-only host this way.
  if (address.match(NAT64)) return [ipv4At(6)];
  // 6to4 (RFC 3056): the IPv4 address of the site's router, in bits 16–48.
  if (address.match(SIX_TO_FOUR)) return [ipv4At(1)];
  // Teredo (RFC 4380): the server's IPv4 address in bits 32–64, the client's inverted in the last 32.
  if (address.match(TEREDO)) return [ipv4At(2), ipv4At(6, 0xffff)];
  return undefined;
}

function isPublicIPv4(address: IPv4): boolean {
  return !SPECIAL_IPV4.some((block) => address.match(block));
}

function isPublicIPv6(address: IPv6): boolean {
  const carried = carriedIPv4(address);
  if (carried) return carried.every(isPublicIPv4);
  return address.match(GLOBAL_IPV6) && !SPECIAL_GLOBAL_IPV6.some((block) => address.match(block));
}

/** True for a public unicast address; false for anything else, text that is no address included. */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.parse(text);
  return address.kind() === "ipv4" ? isPublicIPv4(address as IPv4) : isPublicIPv6(address as IPv6);
}
