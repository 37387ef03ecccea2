// SHA-256 against the FIPS 180-4 examples (and messages whose lengths fall on
// the padding's edges, checked against Python's hashlib), the commitment and
// seed derivation of fair shuffles against the byte strings protocol.md
// gives, and the `entropy` field of the client messages.
#include "protocol/client_message.hpp"
#include "protocol/fair_seed.hpp"
#include "protocol/sha256.hpp"

#include <doctest/doctest.h>

using namespace tavern::protocol;

namespace {
std::string hex(std::string_view text) {
  return to_hex(sha256(text));
}
const fair_secret secret{std::string(32, 'a') + std::string(32, 'b'), std::string(32, 'c')};
} // namespace

TEST_CASE("SHA-256: the FIPS 180-4 examples") {
  CHECK(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmn"
            "opqrlmnopqrsmnopqrstnopqrstu") ==
        "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
  CHECK(hex(std::string(1000000, 'a')) ==
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST_CASE("SHA-256: lengths on the padding's edges (one block or two)") {
  CHECK(hex(std::string(55, 'a')) ==
        "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318");
  CHECK(hex(std::string(56, 'a')) ==
        "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a");
  CHECK(hex(std::string(63, 'a')) ==
        "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34");
  CHECK(hex(std::string(64, 'a')) ==
        "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb");
  CHECK(hex(std::string(65, 'a')) ==
        "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0");
  CHECK(hex(std::string(119, 'a')) ==
        "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb");
  CHECK(hex(std::string(120, 'a')) ==
        "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c");
}

TEST_CASE("the commitment and the game's seed hash the byte strings protocol.md gives") {
  fair_secret abcd;
  for (int i = 0; i < 32; ++i)
    abcd.server_seed += "ab";
  for (int i = 0; i < 16; ++i)
    abcd.nonce += "cd";
  CHECK(commitment_text(abcd) ==
        "tavern-commit-v1\n" + abcd.server_seed + "\n" + abcd.nonce + "\n");
  // Computed with Python's hashlib over the same bytes.
  CHECK(fair_commitment(abcd) ==
        "01726fcb7e29527b9ee19f95015b29e3ec935f90d8554f308275e43edc9700c8");
  const std::vector<std::string> values{"x1", "", "hello_World-9"};
  CHECK(seed_text(abcd, values) ==
        "tavern-seed-v1\n" + abcd.server_seed + "\n" + abcd.nonce + "\n3\nx1\n\nhello_World-9\n");
  CHECK(fair_game_seed(abcd, values) == 3142409638096628581ULL);
}

TEST_CASE("every part of the derivation changes the seed") {
  const std::vector<std::string> values{"a1", "b2"};
  const auto base = fair_game_seed(secret, values);
  auto other_seed = secret;
  other_seed.server_seed[0] = 'f';
  auto other_nonce = secret;
  other_nonce.nonce[31] = 'd';
  CHECK(fair_game_seed(other_seed, values) != base);
  CHECK(fair_game_seed(other_nonce, values) != base);
  CHECK(fair_game_seed(secret, {"a1", "b3"}) != base);
  CHECK(fair_game_seed(secret, {"b2", "a1"}) != base);     // by seat, not as a set
  CHECK(fair_game_seed(secret, {"a1", "b2", ""}) != base); // the count is hashed
  CHECK(fair_commitment(other_seed) != fair_commitment(secret));
  CHECK(fair_commitment(other_nonce) != fair_commitment(secret));
}

TEST_CASE("entropy: 1 to 64 of A-Z a-z 0-9 - _, on create, join, resume and start") {
  CHECK_FALSE(check_entropy("aZ09-_"));
  CHECK_FALSE(check_entropy(std::string(64, 'x')));
  CHECK(check_entropy(""));
  CHECK(check_entropy(std::string(65, 'x')));
  CHECK(check_entropy("a b"));
  CHECK(check_entropy("a:b"));
  CHECK(check_entropy("\xc3\xa9"));
  const auto join = parse_client_message(
      R"({"type":"join","room":"ABCD","name":"Ann","entropy":"0123456789abcdef"})");
  REQUIRE(std::holds_alternative<client_message>(join));
  CHECK(std::get<join_request>(std::get<client_message>(join).request).entropy ==
        "0123456789abcdef");
  for (
      const char *frame :
      {R"({"type":"join","id":1,"room":"ABCD","name":"Ann","entropy":"a b"})",
       R"({"type":"create","id":1,"game":"x","seats":2,"name":"Ann","entropy":""})",
       R"({"type":"resume","id":1,"room":"ABCD","token":"t","entropy":7})",
       R"({"type":"start","id":1,"entropy":"0123456789012345678901234567890123456789012345678901234567890123x"})"}) {
    const auto r = parse_client_message(frame);
    REQUIRE(std::holds_alternative<parse_failure>(r));
    const auto &f = std::get<parse_failure>(r);
    CHECK(f.err.code == error_code::bad_message);
    CHECK(f.err.message.find("'entropy'") != std::string::npos);
    CHECK(f.id == 1);
  }
  const auto start = parse_client_message(R"({"type":"start","entropy":"Q"})");
  REQUIRE(std::holds_alternative<client_message>(start));
  CHECK(std::get<start_request>(std::get<client_message>(start).request).entropy == "Q");
  CHECK_FALSE(std::get<start_request>(
                  std::get<client_message>(parse_client_message(R"({"type":"start"})")).request)
                  .entropy);
}
