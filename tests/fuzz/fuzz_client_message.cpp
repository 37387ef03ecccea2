// libFuzzer target: any bytes as a client frame. Parsing must never crash,
// throw or hang, and whatever it accepts must encode back into a reply.
#include "protocol/client_message.hpp"
#include "protocol/server_message.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  const std::string_view frame(reinterpret_cast<const char *>(data), size);
  const auto result = tavern::protocol::parse_client_message(frame);
  if (const auto *failure = std::get_if<tavern::protocol::parse_failure>(&result)) {
    // The id is echoed: it must serialize whatever the client sent.
    (void)tavern::protocol::encode_error(failure->id, failure->err.code, failure->err.message);
  } else {
    const auto &message = std::get<tavern::protocol::client_message>(result);
    (void)tavern::protocol::encode_ok(message.id);
  }
  return 0;
}
