#include "error_code.hpp"

namespace tavern::protocol {

std::optional<error_code> error_code_from_string(std::string_view name) {
  for (std::size_t i = 0; i < error_code_names.size(); ++i)
    if (error_code_names[i] == name)
      return static_cast<error_code>(i);
  return std::nullopt;
}

} // namespace tavern::protocol
